import express from 'express';

// The reference the bench divides by: one Express 5 route and a small JSON answer, nothing else.
const app = express();
app.get('/bare', (_req, res) => {
  res.json({ ok: true, name: 'Nestly', items: [1, 2, 3] });
});
const server = app.listen(Number(process.env['PORT']), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
