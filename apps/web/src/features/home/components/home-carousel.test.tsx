// SPEC §1/§9: the carousel advances every 3000 ms and holds still while hovered.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeCarousel } from './home-carousel';

const active = () =>
  screen.getAllByRole('article', { hidden: true }).findIndex((s) => s.dataset.active === 'true');

describe('HomeCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances after 3000 ms, not before, and wraps around', () => {
    render(<HomeCarousel />);
    expect(active()).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(active()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toBe(0);
  });

  it('pauses while hovered and goes on after', () => {
    render(<HomeCarousel />);
    fireEvent.mouseEnter(screen.getByTestId('home-carousel'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(active()).toBe(0);
    fireEvent.mouseLeave(screen.getByTestId('home-carousel'));
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toBe(1);
  });

  it('goes to a slide from its dot', () => {
    render(<HomeCarousel />);
    fireEvent.click(screen.getByRole('button', { name: '切换到第 3 张' }));
    expect(active()).toBe(2);
  });
});
