import type { ReactNode } from 'react';

type SectionHeaderProps = {
  id?: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
};

/** The title row of a tab's content: heading, a line of context and the main action. */
export function SectionHeader({ id, title, description, action }: SectionHeaderProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
      </div>
      {action ? (
        <div className="flex shrink-0 flex-col items-stretch gap-1 sm:items-end">{action}</div>
      ) : null}
    </div>
  );
}
