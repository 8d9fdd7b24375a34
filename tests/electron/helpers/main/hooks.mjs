// Module hooks: `import ... from 'electron'` gets the stand-in beside this file.
export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: new URL('./fake-electron.mjs', import.meta.url).href, shortCircuit: true, format: 'module' };
  return next(specifier, context);
}
