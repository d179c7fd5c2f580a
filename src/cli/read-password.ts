// Passwords are typed or piped in, never passed as arguments: arguments end up in shell history and `ps`.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { passwordProblem } from '../shared/credentials';
import { CliError } from './cli-error';

/**
 * Asks for lines on a terminal without showing what is typed. readline does the line editing and keeps lines
 * typed or pasted ahead of the next question; only its echo is swallowed.
 */
export function hiddenPrompt(input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr) {
  let muted = false;
  const echo = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input, output: echo, terminal: true });
  const lines = terminal[Symbol.asyncIterator]();
  let cancel: (error: Error) => void = () => {};
  const cancelled = new Promise<never>((_resolve, reject) => {
    cancel = reject;
  });
  cancelled.catch(() => {});
  terminal.on('SIGINT', () => cancel(new CliError('Cancelled.', 130)));
  return {
    async ask(prompt: string): Promise<string> {
      output.write(prompt);
      muted = true;
      try {
        const next = await Promise.race([lines.next(), cancelled]);
        // Ctrl-D on an empty line ends the input.
        if (next.done) throw new CliError('Cancelled.', 130);
        return next.value;
      } finally {
        muted = false;
        output.write('\n');
      }
    },
    close: () => terminal.close(),
  };
}

/** Reads the first line of a pipe or file; null when it ends before any line. */
export function readLine(input: NodeJS.ReadableStream = process.stdin): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY, terminal: false });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) resolve(null);
    });
    input.once('error', reject);
  });
}

/** On a terminal asks twice, hidden; otherwise reads one line from stdin. Refuses passwords the site would. */
export async function askNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const line = await readLine();
    if (line === null) throw new CliError('Expected the password as one line on standard input. Nothing was changed.');
    const problem = passwordProblem(line);
    if (problem) throw new CliError(`${problem}. Nothing was changed.`);
    return line;
  }
  const prompt = hiddenPrompt();
  try {
    const first = await prompt.ask('New password: ');
    const problem = passwordProblem(first);
    if (problem) throw new CliError(`${problem}. Nothing was changed.`);
    const second = await prompt.ask('Repeat the password: ');
    if (first !== second) throw new CliError('The two passwords differ. Nothing was changed.');
    return first;
  } finally {
    prompt.close();
  }
}
