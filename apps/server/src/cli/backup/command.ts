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
  const options: Record<string, { type: 'boolean' }> = Object.fromEntries(
    ['help', ...command.flags].map((flag) => [flag, { type: 'boolean' }]),
  );
  let values: Record<string, unknown>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: process.argv.slice(2),
      options,
      allowPositionals: true,
    }));
  } catch (error) {
    return usageError(command, (error as Error).message);
  }
  if (values.help === true) {
    console.log(command.usage);
    return;
  }
  if (positionals.length !== 1) return usageError(command, 'expected exactly one FILE');
  const file = resolve(positionals[0]!);
  const flags = Object.fromEntries(command.flags.map((flag) => [flag, values[flag] === true]));
  const title = command.name[0]!.toUpperCase() + command.name.slice(1);
  try {
    const config = loadConfig(process.env);
    await command.run(config, file, flags, (line) => console.log(line));
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
