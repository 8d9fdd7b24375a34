/** Where a script's lines go: the console when run from the command line, a test's lists when run in process. */
export interface ScriptOutput {
  log(line: string): void;
  error(line: string): void;
}
