// The API tokens' cache key (decisions.md 9.5): kept per account, so a second account in the same
// tab never sees the first one's tokens.
export const apiTokensKey = (account: string | null) => ['api-tokens', account] as const;
