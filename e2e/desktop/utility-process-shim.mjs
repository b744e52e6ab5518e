// Loaded with --import into a Node child started by child_process.fork: gives it the
// process.parentPort an Electron utility process has, carried over Node's IPC channel.
process.parentPort = {
  on: (event, listener) => {
    if (event === 'message') process.on('message', (data) => listener({ data }));
  },
  postMessage: (message) => process.send(message),
};
