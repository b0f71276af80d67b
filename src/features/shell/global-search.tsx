import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { viewFile } from '../../kernel/view-file';
import type { SearchResult } from '../../domain/shell';
import { Icon } from '../../ui/icon';
import { documentPath } from '../../kernel/search-groups';
import { SearchBox } from '../../kernel/search-box';

/** The header's search button and its search box (general mode). */
export function GlobalSearchButton({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(!!defaultOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button header-button" aria-label={t('header.search')} data-tip={t('header.search')} data-testid="header-search">
        <Icon name="search" />
      </Dialog.Trigger>
      <SearchDialogContent onDone={() => setOpen(false)} />
    </Dialog.Root>
  );
}

/** The same search dialog opened from elsewhere: on a phone, the header's overflow menu. */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SearchDialogContent onDone={() => onOpenChange(false)} />
    </Dialog.Root>
  );
}

function SearchDialogContent({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const openResult = (r: SearchResult) => {
    onDone();
    if (r.type === 'User') navigate(`/employee/${r.value}/profile/public`);
    else void viewFile({ path: documentPath(r), name: r.text });
  };
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="panel-overlay dialog-overlay" />
      <Dialog.Content className="search-dialog" aria-describedby={undefined}>
        <Dialog.Title className="visually-hidden">{t('header.search')}</Dialog.Title>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opened to search: focus goes to its one field (the APG dialog pattern) */}
        <SearchBox autoFocus onOpen={openResult} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
