// A Google-type OpenID Connect provider for the browser specs, on loopback: the oidc-provider
// package with its development login pages (any login name, any password). The account's email
// is `<login>@oidc.test`, verified.
import http from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT);
const issuer = `http://127.0.0.1:${port}`;
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID,
      client_secret: process.env.OIDC_CLIENT_SECRET,
      redirect_uris: [process.env.OIDC_REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  findAccount: async (_ctx, id) => ({
    accountId: id,
    claims: async () => ({
      sub: id,
      email: `${id}@oidc.test`,
      email_verified: true,
      name: id.replace(/(^|[-_ ])(\w)/g, (_m, sep, c) => `${sep ? ' ' : ''}${c.toUpperCase()}`),
    }),
  }),
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['e2e-oidc-cookie-key'] },
  pkce: { required: () => true },
});
const server = http.createServer(provider.callback());
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
