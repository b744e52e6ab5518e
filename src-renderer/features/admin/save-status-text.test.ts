import { describe, expect, it } from 'vitest';
import { saveStatusText } from './save-status-text';

const at = new Date(2026, 10, 26, 9, 5);
const savedAt = `Saved at ${at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;

describe('saveStatusText', () => {
  it('tells a new form that drafts save themselves, and what they need first', () => {
    expect(saveStatusText({ kind: 'idle' }, 'draft', false, true)).toBe('Not saved yet · drafts save as you write');
    expect(saveStatusText({ kind: 'incomplete' }, 'draft', true, true)).toBe('Not saved yet — fill in the required fields');
  });

  it('follows an autosave: saving, saved at a time, changed since, failed and retrying', () => {
    expect(saveStatusText({ kind: 'saving' }, 'draft', true, true)).toBe('Saving…');
    expect(saveStatusText({ kind: 'saved', at }, 'draft', false, true)).toBe(savedAt);
    expect(saveStatusText({ kind: 'saved', at }, 'draft', true, false)).toBe('Draft · changes not saved yet');
    expect(saveStatusText({ kind: 'failed' }, 'draft', true, false)).toBe('Not saved — retrying');
  });

  it('says a draft opened for editing is saved until it changes', () => {
    expect(saveStatusText({ kind: 'idle' }, 'draft', false, false)).toBe('Draft · Saved');
    expect(saveStatusText({ kind: 'idle' }, 'draft', true, false)).toBe('Draft · changes not saved yet');
  });

  it('says a published item keeps its edits for Update', () => {
    expect(saveStatusText({ kind: 'idle' }, 'published', false, false)).toBe('Published');
    expect(saveStatusText({ kind: 'idle' }, 'published', true, false)).toBe('Published · changes not saved until you update');
    expect(saveStatusText({ kind: 'failed' }, 'published', true, false)).toBe('Not saved — please try again');
  });
});
