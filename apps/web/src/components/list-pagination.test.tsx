// @vitest-environment jsdom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/dom';
import { ListPagination } from './list-pagination';

afterEach(cleanup);

describe('ListPagination', () => {
  it('shows nothing while the list fits on one page', () => {
    render(<ListPagination page={1} pageSize={12} total={12} onChange={vi.fn()} className="p" data-testid="pages" />);
    expect(screen.queryByTestId('pages')).toBeNull();
  });

  it('turns the page, then goes back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const onChange = vi.fn();
    render(<ListPagination page={1} pageSize={12} total={30} onChange={onChange} className="p" data-testid="pages" />);
    await userEvent.setup().click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });
});
