// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, cleanupAfterTest, renderInApp, stubApi } from './test-support/render';
import { ReportDialog } from './report-form-dialog';

afterEach(cleanupAfterTest);

function openDialog() {
  const onClose = vi.fn();
  const view = renderInApp(<ReportDialog targetType="product" targetId={7} onClose={onClose} />);
  return { ...view, onClose, user: userEvent.setup() };
}

describe('the report dialog', () => {
  it('asks for a reason before sending anything', async () => {
    const calls = stubApi({});
    const { user } = openDialog();
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Please choose a reason')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the reason and the trimmed details, then closes', async () => {
    const calls = stubApi({ 'POST /api/reports': () => answer(201, { id: 1 }) });
    const { user, onClose } = openDialog();
    await user.click(screen.getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(screen.getByLabelText('Details (optional)'), '  Asked me to pay by gift card  ');
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ targetType: 'product', targetId: 7, reason: 'scam', details: 'Asked me to pay by gift card' });
  });

  it("closes on an item already reported, with the server's words as the toast", async () => {
    stubApi({ 'POST /api/reports': () => answer(409, { message: 'You have already reported this', code: 'already_reported' }) });
    const { user, onClose, failures } = openDialog();
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(failures).toEqual([{ title: 'You have already reported this' }]);
  });

  it('stays open for another try when sending fails', async () => {
    stubApi({ 'POST /api/reports': () => answer(500, {}) });
    const { user, onClose, failures } = openDialog();
    await user.click(screen.getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(failures).toEqual([{ title: 'Could not send the report. Please try again.' }]));
    expect(await screen.findByRole('button', { name: 'Send Report' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
