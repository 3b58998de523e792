// npm's "prepare" (run by `npm install` and `npm ci`): points git at the hooks the repository carries
// (.githooks: the commit-msg check). Only in this project's own git work tree: `npm ci` from a
// tarball, in a copy without .git or inside another repository leaves git's settings alone and
// never fails. Worktrees share the setting; one without .githooks simply runs no hook.
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';

/** git's answer, or null when git is missing or says no. */
function git(...args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

const top = git('rev-parse', '--show-toplevel');
if (
  top &&
  realpathSync(top) === realpathSync(process.cwd()) &&
  git('config', 'core.hooksPath', '.githooks') === null
)
  console.warn('Could not set git config core.hooksPath .githooks: commit messages are not checked.');
