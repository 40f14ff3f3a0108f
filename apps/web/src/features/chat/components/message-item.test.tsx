// A message is text: markup or a script typed by the other side shows as written and never becomes elements.
import type { ChatMessage } from '@app/shared/chat';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MessageItem } from './message-item';

function textMessage(content: string): ChatMessage {
  return {
    id: 1,
    seq: 1,
    session_id: 1,
    sender_id: 2,
    sender_type: 2,
    receiver_id: 1,
    receiver_type: 1,
    message_type: 'text',
    content,
    job_id: null,
    client_id: 'c1',
    state: null,
    payload: null,
    create_time: '2026-11-26T10:00:00.000Z',
  };
}

describe('MessageItem', () => {
  it('shows HTML and script as text, running and rendering none of it', () => {
    const content = '您好<b>粗体</b><img src=x onerror="window.__ran=1"><script>window.__ran=1</script>';
    const { container } = renderWithProviders(
      <MessageItem message={textMessage(content)} mine={false} receipt="delivered" onRespond={() => {}} />,
    );
    expect(screen.getByText(content)).toBeTruthy();
    expect(container.querySelector('b, img, script')).toBeNull();
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  });

  it('marks my message 已读 once the other side has read it, else 送达', () => {
    const first = { ...textMessage('first'), sender_id: 1 };
    const second = { ...textMessage('second'), id: 2, seq: 2, sender_id: 1 };
    const { container } = renderWithProviders(
      <>
        <MessageItem message={first} mine receipt="read" onRespond={() => {}} />
        <MessageItem message={second} mine receipt="delivered" onRespond={() => {}} />
      </>,
    );
    const rows = [...container.querySelectorAll('[data-seq]')].map((row) => row.textContent);
    expect(rows).toEqual(['first已读', 'second送达']);
  });
});
