import { useLayoutEffect, useState, type FormEvent } from 'react';
import { toast } from '#client/components/ui/toast.tsx';
import { PASSWORD_MIN, type ProfileUpdate, type User } from '#shared/auth.ts';
import { ApiError } from '#client/lib/api.ts';
import { toFormErrors, type FormShape } from '#client/lib/form-errors.ts';
import { formatNumber, formMessage, i18n } from '#client/lib/i18n.ts';
import { dateFormat } from '#client/lib/intl.ts';
import { discardDraft, useDraft } from '#client/lib/use-draft.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DiscardChangesDialog, RestoreDraftPrompt } from '#client/components/ui/draft-prompts.tsx';
import { errorAria, Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { useUpdateProfile } from '#client/lib/owner-session.ts';
import { Avatar } from './avatar';
import { PasskeysSection } from './passkeys-section';

type FieldName = 'name' | 'email' | 'avatar' | 'currentPassword' | 'newPassword';
type Errors = Partial<Record<FieldName | 'form', string>>;

const SHAPE: FormShape<FieldName> = { fields: ['name', 'email', 'avatar', 'currentPassword', 'newPassword'] };

// The draft kept in local storage holds the profile only: passwords are never written there.
type ProfileDraft = Pick<User, 'name' | 'email' | 'avatar'>;
const DRAFT = { form: 'profile', id: 'owner' } as const;

const parseDraft = (stored: unknown): ProfileDraft | undefined => {
  const draft = stored as Partial<ProfileDraft> | null;
  return typeof draft?.name === 'string' &&
    typeof draft.email === 'string' &&
    typeof draft.avatar === 'string'
    ? { name: draft.name, email: draft.email, avatar: draft.avatar }
    : undefined;
};

/**
 * Profile Settings: name, email, avatar link and a password change, saved through PATCH /api/auth/me;
 * and the passkeys, each change of which is saved at once.
 */
export function ProfileDialog({
  owner,
  open,
  onOpenChange,
}: {
  owner: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  // Cancel and a save close it; Escape, a click outside and the X ask first when it holds changes.
  const close = () => {
    if (dirty) discardDraft(DRAFT.form, DRAFT.id);
    setDirty(false);
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : dirty ? setAskDiscard(true) : close())}
      title={i18n._('Profile Settings')}
      description={i18n._('How you appear on the site, your password and your passkeys.')}
    >
      <ProfileForm owner={owner} onDone={close} onDirtyChange={setDirty} />
      <DiscardChangesDialog
        open={askDiscard}
        onKeepEditing={() => setAskDiscard(false)}
        onDiscard={() => {
          setAskDiscard(false);
          close();
        }}
      />
    </Modal>
  );
}

function ProfileForm({
  owner,
  onDone,
  onDirtyChange,
}: {
  owner: User;
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  // A draft of the form, started from the saved profile each time the dialog opens.
  const draft = useDraft<ProfileDraft>({
    ...DRAFT,
    initial: { name: owner.name, email: owner.email, avatar: owner.avatar },
    changed: (value) =>
      value.name !== owner.name || value.email !== owner.email || value.avatar !== owner.avatar,
    parse: parseDraft,
  });
  const [passwords, setPasswords] = useState({ currentPassword: '', newPassword: '' });
  const values = { ...draft.value, ...passwords };
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateProfile();
  const dirty = draft.dirty || passwords.currentPassword !== '' || passwords.newPassword !== '';
  // Before the next keystroke or click (a passive effect may run later): an Escape right after
  // typing must already know the form holds changes.
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const set = (field: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    if (field === 'currentPassword' || field === 'newPassword')
      setPasswords((current) => ({ ...current, [field]: value }));
    else draft.setValue((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes: ProfileUpdate = {};
    if (values.name.trim() !== owner.name) changes.name = values.name.trim();
    if (values.email.trim() !== owner.email) changes.email = values.email.trim();
    if (values.avatar.trim() !== owner.avatar) changes.avatar = values.avatar.trim();
    if (values.newPassword) {
      if (!values.currentPassword) {
        setErrors({ currentPassword: i18n._('Enter your current password to set a new one') });
        return;
      }
      changes.currentPassword = values.currentPassword;
      changes.newPassword = values.newPassword;
    }
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    setErrors({});
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(i18n._('Profile updated'));
        draft.reset();
        onDone();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
          setErrors({ ...toFormErrors(failure.fields, SHAPE).errors, form: failure.message });
        } else {
          setErrors({
            form:
              failure instanceof ApiError
                ? failure.message
                : i18n._('Could not save your profile. Please try again.'),
          });
        }
      },
    });
  };

  const input = (
    field: FieldName,
    type: string,
    autoComplete: string,
    extra: { placeholder?: string } = {},
  ) => (
    <input
      id={`profile-${field}`}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={set(field)}
      {...errorAria(`profile-${field}`, errors[field])}
      className={inputClass}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {draft.offered && <RestoreDraftPrompt onRestore={draft.restore} onDiscard={draft.dismissOffer} />}
      <div className="flex items-center gap-4">
        <Avatar name={values.name || owner.name} src={values.avatar.trim()} size="lg" />
        <p className="text-sm text-slate-600">
          {i18n._('Signed in as the owner since {date}.', {
            date: dateFormat({ year: 'numeric', month: 'long' }).format(new Date(owner.joinDate)),
          })}
        </p>
      </div>
      <Field id="profile-name" label={i18n._('Name')} error={errors.name}>
        {input('name', 'text', 'name')}
      </Field>
      <Field id="profile-email" label={i18n._('Email')} error={errors.email}>
        {input('email', 'email', 'email')}
      </Field>
      <Field
        id="profile-avatar"
        label={i18n._('Avatar URL')}
        error={errors.avatar}
        hint={i18n._('A link to a square picture (https://…). Leave empty to show your initials.')}
      >
        {input('avatar', 'url', 'photo', { placeholder: 'https://' })}
      </Field>
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{i18n._('Change password')}</legend>
        <Field id="profile-currentPassword" label={i18n._('Current password')} error={errors.currentPassword}>
          {input('currentPassword', 'password', 'current-password')}
        </Field>
        <Field
          id="profile-newPassword"
          label={i18n._('New password')}
          error={errors.newPassword}
          hint={i18n._('At least {min} characters. Other devices are signed out.', {
            min: formatNumber(PASSWORD_MIN),
          })}
        >
          {input('newPassword', 'password', 'new-password')}
        </Field>
      </fieldset>
      <PasskeysSection />
      {errors.form && <FormAlert>{formMessage(errors.form)}</FormAlert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {i18n._('Cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? i18n._('Saving…') : i18n._('Save Changes')}
        </Button>
      </div>
    </form>
  );
}
