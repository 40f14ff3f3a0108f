import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { FeedbackDialog, type FeedbackDialogProps } from './feedback-dialog';
import { FEEDBACK_VARIANTS } from './messages';

const user = userEvent.setup({ pointerEventsCheck: 0 });
let server: ReturnType<typeof fakeApi>;
const onClose = vi.fn();

/** The dialog with an opener, so it can be hidden and shown again. */
function Harness(props: Partial<FeedbackDialogProps> & Pick<FeedbackDialogProps, 'source'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <FeedbackDialog
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const dialog = () => screen.getByRole('dialog');
const submitButton = () => within(dialog()).getByRole('button', { name: '提交' });
const textBox = () => within(dialog()).getByRole('textbox');

beforeEach(() => {
  onClose.mockReset();
  server = fakeApi({ 'POST /api/feedback/submit': () => ok(null, '感谢您的反馈！') });
});

afterEach(() => server.restore());

describe('FeedbackDialog', () => {
  it('has the default title, the five emoji levels in order, 以后再说 and 提交', async () => {
    renderWithProviders(<Harness source="header" question="您对我们的服务有什么建议吗？" />);
    expect(within(dialog()).getByText('用户反馈')).toBeTruthy();
    expect(within(dialog()).getByText('您对我们的服务有什么建议吗？')).toBeTruthy();
    expect(
      within(dialog())
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['非常满意', '满意', '一般', '不满意', '非常不满意']);
    expect(within(dialog()).getByRole('button', { name: '以后再说' })).toBeTruthy();
    expect(submitButton()).toBeTruthy();
  });

  it('takes its title, question and button texts from props', () => {
    renderWithProviders(
      <Harness
        source="interview"
        title="面试体验"
        question="这场面试体验如何？"
        cancelText="跳过"
        submitText="发送"
      />,
    );
    expect(within(dialog()).getByText('面试体验')).toBeTruthy();
    expect(within(dialog()).getByText('这场面试体验如何？')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: '跳过' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: '发送' })).toBeTruthy();
  });

  describe('header version', () => {
    it('warns 请输入反馈内容 when the text is blank after trimming, and sends nothing', async () => {
      renderWithProviders(<Harness {...FEEDBACK_VARIANTS.header} />);
      expect(within(dialog()).getByText('您对我们的服务有什么建议吗？')).toBeTruthy();
      await user.click(submitButton());
      expect(await screen.findByText('请输入反馈内容')).toBeTruthy();
      await user.type(textBox(), '   ');
      await user.click(submitButton());
      expect(server.requests).toHaveLength(0);
    });

    it('sends the trimmed text (the emoji optional), thanks, and closes', async () => {
      renderWithProviders(<Harness {...FEEDBACK_VARIANTS.header} />);
      await user.type(textBox(), '  希望增加更多岗位  ');
      await user.click(submitButton());
      expect(await screen.findByText('感谢您的反馈！')).toBeTruthy();
      expect(server.calls('POST /api/feedback/submit')[0]?.body).toEqual({
        emojiIndex: null,
        feedbackText: '希望增加更多岗位',
        source: 'header',
        page: '/',
      });
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('sidebar version', () => {
    it('alerts 请选择一个表情来反馈您的体验 until an emoji is chosen', async () => {
      renderWithProviders(<Harness {...FEEDBACK_VARIANTS.sidebar} />);
      expect(within(dialog()).getByText('您和面试官的面试过程愉快吗？')).toBeTruthy();
      await user.click(submitButton());
      expect(within(dialog()).getByRole('alert').textContent).toContain('请选择一个表情来反馈您的体验');
      expect(server.requests).toHaveLength(0);
    });

    it('accepts 非常满意 (index 0): the spec quirk that 0 counts as unselected is not reproduced', async () => {
      renderWithProviders(<Harness {...FEEDBACK_VARIANTS.sidebar} />);
      await user.click(within(dialog()).getByRole('radio', { name: '非常满意' }));
      expect(within(dialog()).getByRole('radio', { name: '非常满意' })).toHaveProperty('checked', true);
      await user.click(submitButton());
      expect(await screen.findByText('感谢您的反馈！')).toBeTruthy();
      expect(server.calls('POST /api/feedback/submit')[0]?.body).toEqual({
        emojiIndex: 0,
        feedbackText: '',
        source: 'sidebar',
        page: '/',
      });
    });

    it('sends the level chosen last, with the text', async () => {
      renderWithProviders(<Harness {...FEEDBACK_VARIANTS.sidebar} />);
      await user.click(within(dialog()).getByRole('radio', { name: '满意' }));
      await user.click(within(dialog()).getByRole('radio', { name: '非常不满意' }));
      await user.type(textBox(), '追问太难了');
      await user.click(submitButton());
      await waitFor(() => expect(server.calls('POST /api/feedback/submit')).toHaveLength(1));
      expect(server.calls('POST /api/feedback/submit')[0]?.body).toMatchObject({
        emojiIndex: 4,
        feedbackText: '追问太难了',
      });
    });
  });

  it('says 提交反馈失败，请稍后重试 when the call fails, and stays open', async () => {
    server.restore();
    server = fakeApi({ 'POST /api/feedback/submit': () => fail('服务繁忙') });
    renderWithProviders(<Harness {...FEEDBACK_VARIANTS.header} />);
    await user.type(textBox(), '有建议');
    await user.click(submitButton());
    expect(await screen.findByText('提交反馈失败，请稍后重试')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
  });

  it('cancels on 以后再说 and on a click on the backdrop', async () => {
    renderWithProviders(<Harness {...FEEDBACK_VARIANTS.header} />);
    await user.click(within(dialog()).getByRole('button', { name: '以后再说' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'open' }));
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(server.requests).toHaveLength(0);
  });

  it('forgets the emoji and the text once hidden', async () => {
    renderWithProviders(<Harness {...FEEDBACK_VARIANTS.sidebar} />);
    await user.click(within(dialog()).getByRole('radio', { name: '一般' }));
    await user.type(textBox(), '草稿');
    await user.click(within(dialog()).getByRole('button', { name: '以后再说' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(
      within(dialog())
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect((textBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('can keep submit disabled until the required parts are given (interview version)', async () => {
    renderWithProviders(<Harness source="interview" requireEmoji requireText disableSubmitUntilValid />);
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.click(within(dialog()).getByRole('radio', { name: '非常满意' }));
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.type(textBox(), '很好');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('interview-experience quirk: with zeroCountsAsUnselected, 非常满意 (index 0) leaves submit disabled', async () => {
    renderWithProviders(
      <Harness source="interview" requireEmoji requireText disableSubmitUntilValid zeroCountsAsUnselected />,
    );
    await user.type(textBox(), '体验不错');
    await user.click(within(dialog()).getByRole('radio', { name: '非常满意' }));
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.click(within(dialog()).getByRole('radio', { name: '满意' }));
    expect(submitButton()).toHaveProperty('disabled', false);
    await user.click(submitButton());
    await waitFor(() => expect(server.calls('POST /api/feedback/submit')).toHaveLength(1));
    expect(server.calls('POST /api/feedback/submit')[0]?.body).toMatchObject({
      emojiIndex: 1,
      source: 'interview',
    });
  });
});
