import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendJsonText, withJsonText } from './json-text';

/** An app whose answers are a value that carries its text, and one that does not. */
function app() {
  const made = express();
  made.use(sendJsonText);
  made.get('/written', (_req, res) => {
    res.status(201).json(withJsonText([{ id: 1 }], '[{"id":1}]'));
  });
  // the text is sent as it is: what proves it is used (a value and its text never differ in the server)
  made.get('/told', (_req, res) => {
    res.json(withJsonText([1], '[2]'));
  });
  made.get('/plain', (_req, res) => {
    res.json({ plain: true });
  });
  return made;
}

describe('answers whose value carries its JSON', () => {
  it('are sent with that text, as JSON, with the status and headers set before', async () => {
    const written = await request(app()).get('/written');
    expect(written.status).toBe(201);
    expect(written.headers['content-type']).toMatch(/^application\/json/);
    expect(written.text).toBe('[{"id":1}]');
    expect((await request(app()).get('/told')).text).toBe('[2]');
  });

  it('leave every other value to res.json', async () => {
    const plain = await request(app()).get('/plain');
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.body).toEqual({ plain: true });
  });
});
