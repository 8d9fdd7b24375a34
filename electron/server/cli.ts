/**
 * `npm run host`: the headless table host. Prints the address to open in a browser and the
 * organiser's link (with the host key that opens saved tables: host-key.ts), lists saved
 * tables and offers to resume them, and opens a table (with bots if asked: `-- --bots 3`; with an
 * mjai AI in one place: `-- --preset riichi --mjai "stdio:python my_ai.py"`). The command line is
 * read in host-args.ts and the host started from it in host-launch.ts.
 */
import { HELP, HostArgsError, parseHostArgs, type HostPlan } from './host-args';
import { launchHost } from './host-launch';

function fail(message: string): never {
  console.error(`sparrow host: ${message}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let plan: HostPlan;
  try {
    plan = parseHostArgs(process.argv.slice(2));
  } catch (e) {
    if (e instanceof HostArgsError) fail(e.message);
    throw e;
  }
  if (plan.help) return void console.log(HELP);
  try {
    await launchHost(plan, {
      log: (line) => console.log(line),
      warn: (line) => console.error(line),
      onStarted(host) {
        const shutdown = async () => {
          await host.close();
          process.exit(0);
        };
        process.on('SIGINT', shutdown);
        process.on('SIGTERM', shutdown);
      },
    });
  } catch (e) {
    if (e instanceof HostArgsError) fail(e.message);
    throw e;
  }
}

void main();
