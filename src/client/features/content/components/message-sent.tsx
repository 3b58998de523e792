import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { CheckCircleIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';

/** The 'Message Sent!' panel that replaces the form; focus moves to it so it is announced. */
export function MessageSent({ name, onAnother }: { name: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircleIcon size={36} />
      </span>
      <h2
        ref={heading}
        id="contact-form-heading"
        tabIndex={-1}
        className="mt-5 text-2xl font-bold text-slate-900 outline-none"
      >
        {i18n._('Message Sent!')}
      </h2>
      <p className="mt-3 max-w-md leading-relaxed text-slate-700">
        {name
          ? i18n._(
              'Thank you, {name}! Your message is in my inbox. I read every one myself and will get back to you within 24-48 hours, usually sooner unless I am somewhere without signal.',
              { name },
            )
          : i18n._(
              'Thank you! Your message is in my inbox. I read every one myself and will get back to you within 24-48 hours, usually sooner unless I am somewhere without signal.',
            )}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onAnother}>
          {i18n._('Send another message')}
        </Button>
        <Link to="/" className={buttonClass('primary', 'md')}>
          {i18n._('Explore the map')}
        </Link>
      </div>
    </div>
  );
}
