import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseArticle } from '../model/articles';
import { ArticleBody } from './markdown';

function renderMarkdown(body: string) {
  const article = parseArticle('test', 'Tests', `---\ntitle: Test\nsummary: A test.\n---\n${body}`);
  return render(
    <MemoryRouter>
      <ArticleBody blocks={article.blocks} />
    </MemoryRouter>,
  );
}

describe('article Markdown', () => {
  it('never renders HTML from the file, and links only to safe places', () => {
    const { container } = renderMarkdown(
      [
        '## Hello <img src=x onerror="alert(1)">',
        '',
        '<script>alert(1)</script>',
        '',
        '<div onclick="alert(1)">block html</div>',
        '',
        'Text with <b>inline</b> tags, [a trap](javascript:alert(1)), [data](data:text/html,hi),',
        '[a section](#test--hello), [a screen](/meal-plan), [the API](/api/docs),',
        '[a site](https://fdc.nal.usda.gov) and ![an image](https://example.com/x.png).',
      ].join('\n'),
    );
    expect(container.querySelector('script, img, div, b, [onclick], [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|data:text/);
    expect(screen.getByText(/a trap/).closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'a section' })).toHaveAttribute(
      'href',
      '/#test--hello',
    );
    expect(screen.getByRole('link', { name: 'a screen' })).toHaveAttribute('href', '/meal-plan');
    expect(screen.getByRole('link', { name: 'the API' })).toHaveAttribute('href', '/api/docs');
    const external = screen.getByRole('link', { name: /a site/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/an image/)).toBeInTheDocument();
  });

  it('gives headings ids to link to, nested under the article title', () => {
    renderMarkdown('## What it costs\n\nText.\n\n### In detail\n\nMore.');
    expect(screen.getByRole('heading', { level: 3, name: 'What it costs' })).toHaveAttribute(
      'id',
      'test--what-it-costs',
    );
    expect(screen.getByRole('heading', { level: 4, name: 'In detail' })).toHaveAttribute(
      'id',
      'test--in-detail',
    );
  });

  it('renders lists, tables and code as their elements', () => {
    const { container } = renderMarkdown(
      '1. one\n2. **two**\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\n```sh\nnpm start\n```\n\n> A note.',
    );
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(screen.getByText('two').tagName).toBe('STRONG');
    expect(screen.getByRole('columnheader', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(container.querySelector('pre > code')).toHaveTextContent('npm start');
    expect(container.querySelector('blockquote')).toHaveTextContent('A note.');
  });
});
