// @vitest-environment jsdom

import { describe, expect, it } from 'vitest';
import { levelHeadings } from './level-headings';

function outline(html: string, top: number): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  levelHeadings(box, top);
  return box.innerHTML;
}

describe('levelHeadings', () => {
  it('starts the highest level at the given one and closes the gaps between levels', () => {
    expect(outline('<h2>A</h2><p>x</p><h5 class="c">B <b>b</b></h5><h2>C</h2>', 3)).toBe(
      '<h3>A</h3><p>x</p><h4 class="c">B <b>b</b></h4><h3>C</h3>',
    );
  });

  it('leaves headings that already continue the outline as they are', () => {
    expect(outline('<h3>A</h3><h4>B</h4>', 3)).toBe('<h3>A</h3><h4>B</h4>');
  });

  it('goes no deeper than h6', () => {
    expect(outline('<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5>', 3)).toBe(
      '<h3>A</h3><h4>B</h4><h5>C</h5><h6>D</h6><h6>E</h6>',
    );
  });
});
