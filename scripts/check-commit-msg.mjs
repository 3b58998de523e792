// The commit-msg hook (.githooks/commit-msg): a subject of at most 72 characters, a blank line, then
// the body. Subjects that were whole paragraphs (median 154 characters, issue 37) defeat
// `git log --oneline`, `git shortlog` and every forge's list. Usage: node scripts/check-commit-msg.mjs FILE
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;

/** Subjects git writes itself, which may quote a long subject: a merge, a revert, a fixup. */
const GENERATED =
  /^(Merge (branch|branches|remote-tracking branch|tag|commit|pull request) |Revert "|Reapply "|(fixup|squash|amend)! )/;
/** `git commit -v` puts the diff below this line; git drops it, and everything after it. */
const SCISSORS = /^# -+ >8 -+$/;

/** What is wrong with the shape of a commit message, in words; empty when nothing is. */
export function commitMessageProblems(message) {
  const lines = [];
  for (const line of message.replace(/\r\n/g, '\n').split('\n')) {
    if (SCISSORS.test(line)) break;
    if (!line.startsWith('#')) lines.push(line.trimEnd());
  }
  // git drops blank lines before the subject.
  while (lines[0] === '') lines.shift();
  const [subject = '', second] = lines;
  if (subject.trim() === '') return ['The subject (the first line) is empty.'];
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT && !GENERATED.test(subject))
    problems.push(
      `The subject is ${length} characters long; at most ${MAX_SUBJECT}. Say the rest in the body.`,
    );
  if (second !== undefined && second !== '')
    problems.push('The second line must be blank: the subject, a blank line, then the body.');
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node scripts/check-commit-msg.mjs COMMIT_MESSAGE_FILE');
    process.exit(2);
  }
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error(`Commit refused:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    console.error(`Your message is kept in ${file}; edit it and commit again with: git commit -e -F ${file}`);
    process.exit(1);
  }
}
