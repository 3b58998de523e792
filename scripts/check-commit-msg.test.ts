import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const CHECK = join(ROOT, 'scripts/check-commit-msg.mjs');
const INSTALL = join(ROOT, 'scripts/install-git-hooks.mjs');

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'commit-msg-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The script run as the hook runs it: its exit code and what it printed. */
function check(message: string) {
  const file = join(tempDir(), 'COMMIT_EDITMSG');
  writeFileSync(file, message);
  const run = spawnSync(process.execPath, [CHECK, file], { encoding: 'utf8' });
  return { code: run.status, said: run.stderr };
}

const SEVENTY_TWO = 'x'.repeat(72);

describe('the commit-msg check', () => {
  it.each([
    ['a subject alone', 'Empty state: the spec words are back\n'],
    ['a subject, a blank line and a body', 'List: Delete at once with Undo\n\nThe cause, the figures.\n'],
    ['a subject of exactly 72 characters', `${SEVENTY_TWO}\n`],
    ['72 letters with accents (characters, not bytes)', `${'é'.repeat(72)}\n`],
    ['comment lines ignored', '# Please enter the commit message\nShort subject\n\n# a comment\nBody\n'],
    ['blank lines before the subject', '\n\nShort subject\n\nBody\n'],
    ['a merge git wrote', `Merge branch '${'part-'.repeat(20)}' into main\n`],
    ['a revert git wrote', `Revert "${SEVENTY_TWO}"\n\nThis reverts commit abc.\n`],
    ['a fixup', `fixup! ${SEVENTY_TWO}\n`],
    [
      'the diff of commit -v below the scissors',
      `Short\n\n# ------------------------ >8 ------------------------\n${'+'.repeat(90)}\n`,
    ],
  ])('accepts %s', (_, message) => {
    expect(check(message)).toEqual({ code: 0, said: '' });
  });

  it.each([
    [
      'a subject of 73 characters',
      `${SEVENTY_TWO}y\n\nBody\n`,
      'The subject is 73 characters long; at most 72.',
    ],
    ['no blank second line', 'Short subject\nBody straight after\n', 'The second line must be blank'],
    ['an empty message', '\n\n', 'The subject (the first line) is empty.'],
    ['only comments', '# Please enter the commit message\n#\n', 'The subject (the first line) is empty.'],
    ['a hand-written subject that starts like a merge', `Merge ${SEVENTY_TWO}\n`, 'at most 72'],
  ])('refuses %s, saying why', (_, message, why) => {
    const { code, said } = check(message);
    expect(code).toBe(1);
    expect(said).toContain(why);
  });
});

/** A fresh repository with this project's hook and scripts, as a clone has them. */
function repository(): string {
  const dir = tempDir();
  mkdirSync(join(dir, 'scripts'));
  mkdirSync(join(dir, '.githooks'));
  copyFileSync(CHECK, join(dir, 'scripts/check-commit-msg.mjs'));
  copyFileSync(INSTALL, join(dir, 'scripts/install-git-hooks.mjs'));
  copyFileSync(join(ROOT, '.githooks/commit-msg'), join(dir, '.githooks/commit-msg'));
  chmodSync(join(dir, '.githooks/commit-msg'), 0o755);
  execFileSync('git', ['init', '-q'], { cwd: dir });
  return dir;
}
const git = (dir: string, ...args: string[]) =>
  spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
const install = (dir: string) =>
  execFileSync(process.execPath, ['scripts/install-git-hooks.mjs'], { cwd: dir });

describe('npm prepare wires the hook', () => {
  it('in a clone: git then refuses a long subject and takes a good one', () => {
    const dir = repository();
    install(dir);
    expect(git(dir, 'config', 'core.hooksPath').stdout.trim()).toBe('.githooks');

    const refused = git(dir, 'commit', '--allow-empty', '-m', `${SEVENTY_TWO} and then some`);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('at most 72');
    expect(git(dir, 'log').status).not.toBe(0); // still no commit

    const taken = git(dir, 'commit', '--allow-empty', '-m', 'A short subject', '-m', 'The body.');
    expect(taken.status).toBe(0);
    expect(git(dir, 'log', '--format=%s').stdout.trim()).toBe('A short subject');
  });

  it('without .git (a tarball) it does nothing and does not fail', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'scripts'));
    copyFileSync(INSTALL, join(dir, 'scripts/install-git-hooks.mjs'));
    // GIT_CEILING_DIRECTORIES keeps git from finding a repository above the temporary folder.
    const run = spawnSync(process.execPath, ['scripts/install-git-hooks.mjs'], {
      cwd: dir,
      env: { ...process.env, GIT_CEILING_DIRECTORIES: tmpdir() },
    });
    expect(run.status).toBe(0);
  });

  it('inside another repository (a copy in a subfolder) it leaves that repository alone', () => {
    const outer = repository();
    const inner = join(outer, 'copy');
    mkdirSync(join(inner, 'scripts'), { recursive: true });
    copyFileSync(INSTALL, join(inner, 'scripts/install-git-hooks.mjs'));
    install(inner);
    expect(git(outer, 'config', 'core.hooksPath').status).not.toBe(0);
  });
});
