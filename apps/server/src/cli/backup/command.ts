import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../../config.js';
import { OperatorError } from './operator-error.js';

/*
 * What `npm run backup` and `npm run restore` share: the arguments, the server's own
 * configuration (the same environment as the portal), English lines for the operator, and the
 * exit status: 0 done, 1 failed (the reason alone when the operator can act on it), 2 misused.
 */

export interface Command {
  /** `backup` or `restore`, as the operator types it after `npm run`. */
  name: string;
  usage: string;
  /** Boolean flags the command takes besides `--help`. */
  flags: string[];
  run(
    config: Config,
    file: string,
    flags: Record<string, boolean>,
    say: (line: string) => void,
  ): Promise<void>;
}

export async function runCommand(command: Command): Promise<void> {
  const options = Object.fromEntries(
    ['help', ...command.flags].map((flag) => [flag, { type: 'boolean' as const }]),
  );
  let parsed: { values: Record<string, boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options, allowPositionals: true }) as never;
  } catch (error) {
    return usageError(command, (error as Error).message);
  }
  if (parsed.values.help) {
    console.log(command.usage);
    return;
  }
  if (parsed.positionals.length !== 1) {
    return usageError(command, 'expected exactly one FILE');
  }
  const flags = Object.fromEntries(command.flags.map((flag) => [flag, !!parsed.values[flag]]));
  const title = command.name[0]!.toUpperCase() + command.name.slice(1);
  try {
    const config = loadConfig(process.env);
    await command.run(config, resolve(parsed.positionals[0]!), flags, (line) => console.log(line));
  } catch (error) {
    if (error instanceof OperatorError || error instanceof ConfigError) {
      console.error(`${title} failed: ${error.message}`);
    } else {
      console.error(`${title} failed:`, error);
    }
    process.exitCode = 1;
  }
}

function usageError(command: Command, message: string): void {
  console.error(`npm run ${command.name}: ${message}\n\n${command.usage}`);
  process.exitCode = 2;
}
