// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderConsole } from '../../../testing/render';
import { ListFooter } from './list-footer';

describe('a list’s footer', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it.each([
    [1, '1 affiché'],
    [2, '2 affichés'],
  ])('counts %i row(s) in French, singular or plural', (count, text) => {
    renderConsole(
      <ListFooter count={count} hasMore={false} loading={false} onLoadMore={() => undefined} />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
