// `npm start`: build and open the Electron app. The app shell arrives with issue [6/9].
console.error('The Electron app is not built yet (issue [6/9]); nothing was started.');
process.exit(1);
