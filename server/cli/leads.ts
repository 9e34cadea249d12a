/** `npm run leads -- …`: the `leads` command (command.ts) as the process an operator runs. */
import { runLeadsCommand } from './command.ts';

process.exitCode = await runLeadsCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
