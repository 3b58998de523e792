import { useState, type ComponentType } from 'react';
import { PAGE_LIMITS } from '#shared/pages/page-fields.ts';
import type { Page, PageContent } from '#shared/pages/page-schema.ts';
import { DiscardChangesDialog, RestoreDraftPrompt } from '#client/components/ui/draft-prompts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorId, Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useDraft } from '#client/lib/use-draft.ts';
import { PageConflict, useSavePage } from '../api/save-page';
import { MarkdownPreview } from './markdown-preview';
import { PageConflictView } from './page-conflict';
import { checkContent, contentOf, parseDraft, sameContent, type PageDraft } from './page-draft';
import { PAGE_FIELDS, PAGES_WITHOUT_BODY } from './page-fields';
import { PageHistory } from './page-history';
import { i18n } from '#client/lib/i18n.ts';
import { CharacterCount, nearLimit } from '#client/components/ui/character-count.tsx';

interface PageFieldsProps {
  value: PageContent;
  onChange: (next: PageContent) => void;
  errors: Record<string, string>;
}

const markdownHint = () =>
  i18n._(
    'Markdown: a line starting with ## begins a new card, **bold**, *italic*, [a link](https://…), - a list item. HTML is shown as text.',
  );

/**
 * The owner's editor of one page: its fields, the body in Markdown with a preview drawn as the page
 * draws it, a draft kept in local storage as it is typed, and Save over the version it was opened at.
 * A save meeting a newer version overwrites nothing: both are shown and the owner chooses.
 */
export function PageEditor({ page, onClose }: { page: Page; onClose: () => void }) {
  const slug = page.slug;
  const saved = contentOf(page);
  const draft = useDraft<PageDraft>({
    form: 'page',
    id: slug,
    initial: { content: saved, baseVersion: page.version },
    changed: (value) => !sameContent(value.content, saved),
    parse: (stored) => parseDraft(slug, stored),
  });
  const { content, baseVersion } = draft.value;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Page | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const save = useSavePage(slug);
  // The page's own fields take its own content: the slug and the content belong together.
  const PageFields = PAGE_FIELDS[slug] as ComponentType<PageFieldsProps> | undefined;

  const setContent = (next: PageContent) => draft.setValue((d) => ({ ...d, content: next }));
  const set = (key: 'title' | 'description' | 'body', text: string) =>
    setContent({ ...content, [key]: text });

  const submit = (version = baseVersion) => {
    const checked = checkContent(slug, content);
    if ('fields' in checked) return setErrors(checked.fields);
    setErrors({});
    save.mutate(
      { content: checked.content, version },
      {
        onSuccess: () => {
          draft.reset();
          toast.success(i18n._('Page saved.'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof PageConflict) setConflict(error.current);
          else if (error instanceof ApiError) setErrors(error.fields);
        },
      },
    );
  };

  const close = () => (draft.dirty ? setConfirmClose(true) : onClose());
  const fieldError = (key: string) => ({
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? errorId(`page-${key}`) : undefined,
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={i18n._('Edit page: {title}', { title: page.title })}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {i18n._('Cancel')}
          </Button>
          <Button onClick={() => submit()} disabled={save.isPending || conflict !== null}>
            {save.isPending ? i18n._('Saving…') : i18n._('Save')}
          </Button>
        </>
      }
    >
      {draft.offered && <RestoreDraftPrompt onRestore={draft.restore} onDiscard={draft.dismissOffer} />}
      {conflict && (
        <PageConflictView
          mine={content}
          theirs={conflict}
          onKeepMine={() => {
            draft.setValue({ content, baseVersion: conflict.version });
            setConflict(null);
            submit(conflict.version);
          }}
          onTakeTheirs={() => {
            draft.setValue({ content: contentOf(conflict), baseVersion: conflict.version });
            setConflict(null);
          }}
        />
      )}
      {save.error && !(save.error instanceof PageConflict) && (
        <div className="mb-4">
          <FormAlert>{save.error.message}</FormAlert>
        </div>
      )}
      <div className="space-y-4">
        <Field
          id="page-title"
          label={i18n._('Title')}
          error={errors.title}
          required
          hint={
            nearLimit(content.title, PAGE_LIMITS.title) && (
              <CharacterCount value={content.title} max={PAGE_LIMITS.title} />
            )
          }
        >
          <input
            id="page-title"
            className={inputClass}
            value={content.title}
            {...fieldError('title')}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field id="page-description" label={i18n._('Line under the title')} error={errors.description}>
          <textarea
            id="page-description"
            className={inputClass}
            rows={2}
            value={content.description}
            {...fieldError('description')}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
        {PageFields && <PageFields value={content} onChange={setContent} errors={errors} />}
        {!PAGES_WITHOUT_BODY.has(slug) && (
          <>
            <Field id="page-body" label={i18n._('Body (Markdown)')} error={errors.body} hint={markdownHint()}>
              <textarea
                id="page-body"
                className={`${inputClass} font-mono`}
                rows={14}
                value={content.body}
                {...fieldError('body')}
                onChange={(e) => set('body', e.target.value)}
              />
            </Field>
            <MarkdownPreview body={content.body} />
          </>
        )}
        <PageHistory slug={slug} onRestore={(restored) => setContent(restored)} />
      </div>
      <DiscardChangesDialog
        open={confirmClose}
        onKeepEditing={() => setConfirmClose(false)}
        onDiscard={() => {
          draft.reset();
          onClose();
        }}
      />
    </Modal>
  );
}
