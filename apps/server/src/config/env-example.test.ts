// .env.example lists every variable the server reads, so a new one cannot be left undocumented.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('.env.example', () => {
  it('lists every environment variable of config/env.ts, and the README names each', () => {
    const variables = [...read('apps/server/src/config/env.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map(
      (m) => m[1] as string,
    );
    expect(variables.length).toBeGreaterThan(20);
    const listed = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(variables.filter((v) => !listed.has(v))).toEqual([]);
    expect([...listed].filter((v) => !variables.includes(v as string))).toEqual([]);
    const readme = read('README.md');
    expect(variables.filter((v) => !readme.includes(`\`${v}\``))).toEqual([]);
  });
});
