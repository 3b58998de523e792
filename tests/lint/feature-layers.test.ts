import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Each fixture is linted with the repository's eslint.config.js as if it were the file its first
// line names, so that its imports resolve to the real features. Its second line says what lint
// answers: "no error", or a part of the message of the rule that refuses it.
const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = new URL('./fixtures/', import.meta.url);
const eslint = new ESLint({ cwd: root });

const cases = readdirSync(fixtures).map((name) => {
  const code = readFileSync(new URL(name, fixtures), 'utf8');
  const [, filePath, expected] = /^\/\/ lint as: (\S+)\n\/\/ expect: (.+)\n/.exec(code) ?? [];
  if (!filePath || !expected) throw new Error(`${name}: the first two lines say "lint as" and "expect"`);
  return { name, code, filePath, expected };
});

describe('features import only features of lower layers', () => {
  it.each(cases)(
    '$name ($expected)',
    async ({ code, filePath, expected }) => {
      const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
      const messages = (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
      if (expected === 'no error') expect(messages).toEqual([]);
      else {
        expect(messages).toHaveLength(1);
        expect(messages[0]).toMatch(/^(import-x\/no-restricted-paths|no-restricted-imports):/);
        expect(messages[0]).toContain(expected);
      }
    },
    60_000,
  );
});
