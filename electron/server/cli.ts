/** `npm run host`: the headless table host. The server itself arrives with issue [4/9]. */
console.error('The headless table host is not built yet (issue [4/9]); nothing was started.');
process.exit(1);
