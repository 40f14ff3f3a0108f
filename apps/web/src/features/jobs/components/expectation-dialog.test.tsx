// The expectation dialog: titles, unit placeholders, validation and what add/edit send (SPEC §2, §7, §8).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { ExpectationPicker } from './expectation-picker';

const user = userEvent.setup({ pointerEventsCheck: 0 });
let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  server?.restore();
  useSession.getState().clear();
});
// Expectations are a seeker's own: these tests have a session.
const loggedIn = () => {
  useSession.getState().signIn('tok-1');
  return true;
};

const SAVED = {
  id: 3,
  job_type: 0,
  job_objective: '前端开发',
  desired_city: '北京,上海',
  expected_salary_start: '15',
  expected_salary_end: '25',
};

async function chooseCity(name: string) {
  await user.click(screen.getByRole('combobox', { name: '工作城市' }));
  await user.keyboard(name);
  const option = await waitFor(() => {
    const el = document.querySelector(`.ant-select-item-option[title="${name}"]`);
    if (!el) throw new Error(`no option ${name}`);
    return el;
  });
  await user.click(option);
}

describe('ExpectationPicker and dialog', () => {
  it('validates, then adds an intern expectation with the 元/天 string', async () => {
    loggedIn();
    server = fakeApi({
      'GET /api/userExpect/list': () => ok({ lists: [], count: 0 }),
      'POST /api/userExpect/add': () => ok(null),
    });
    renderWithProviders(<ExpectationPicker onPick={() => {}} loginFirst={loggedIn} />);
    await user.click(screen.getByRole('button', { name: /添加期望/ }));
    expect(await screen.findByText('添加求职期望')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入期望职位')).toBeTruthy();
    expect(screen.getByText('请选择至少一个工作城市')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '实习' }));
    expect(screen.getByRole('textbox', { name: '期望薪资 最低' }).getAttribute('placeholder')).toBe('元/天');
    await user.type(screen.getByRole('textbox', { name: '期望职位' }), '数据分析');
    await chooseCity('杭州');
    await user.type(screen.getByRole('textbox', { name: '期望薪资 最低' }), '300');
    await user.type(screen.getByRole('textbox', { name: '期望薪资 最高' }), '2x');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('薪资只能填写数字')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: '期望薪资 最高' }));
    await user.type(screen.getByRole('textbox', { name: '期望薪资 最高' }), '200');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('最低薪资不能高于最高薪资')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: '期望薪资 最高' }));
    await user.type(screen.getByRole('textbox', { name: '期望薪资 最高' }), '400');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('添加成功');
    expect(server.calls('POST /api/userExpect/add')[0]?.body).toEqual({
      job_type: 2,
      job_objective: '数据分析',
      desired_city: '杭州',
      expected_salary_start: '300元 - 400元/天',
      expected_salary_end: '',
    });
  });

  it('applies a chosen expectation and edits it, showing the server message on failure', async () => {
    const picked: unknown[] = [];
    loggedIn();
    server = fakeApi({
      'GET /api/userExpect/list': () => ok({ lists: [SAVED], count: 1 }),
      'POST /api/userExpect/edit': () => fail('期望不存在'),
    });
    renderWithProviders(<ExpectationPicker onPick={(e) => picked.push(e)} loginFirst={loggedIn} />);
    await user.click(screen.getByRole('combobox', { name: '我的求职期望' }));
    await user.click(await screen.findByRole('option', { name: /前端开发/ }));
    expect(picked).toEqual([SAVED]);
    await user.click(screen.getByRole('button', { name: /编辑/ }));
    expect(await screen.findByText('编辑求职期望')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '期望职位' }) as HTMLInputElement).value).toBe('前端开发');
    expect(screen.getByRole('textbox', { name: '期望薪资 最低' }).getAttribute('placeholder')).toBe('K/月');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('期望不存在');
    await waitFor(() =>
      expect(server?.calls('POST /api/userExpect/edit')[0]?.body).toMatchObject({
        id: 3,
        desired_city: '北京,上海',
      }),
    );
  });
});
