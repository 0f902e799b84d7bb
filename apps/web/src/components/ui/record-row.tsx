import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';

/** A list that scrolls inside its tab at about 15rem (spec §2). */
export function ScrollList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'flex max-h-60 flex-col gap-2 overflow-y-auto overscroll-contain pr-1',
        className,
      )}
    >
      {children}
    </ul>
  );
}

type RecordRowProps = {
  title: ReactNode;
  /** The record's name, for the buttons' accessible names ('Editar Ana'). */
  name: string;
  details?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
};

/** One record with its edit and delete buttons. */
export function RecordRow({ title, name, details, onEdit, onDelete, children }: RecordRowProps) {
  return (
    <li className="min-w-0 shrink-0 rounded-lg border bg-card px-3 py-2.5">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{title}</p>
          {details ? <div className="truncate text-xs text-muted-foreground">{details}</div> : null}
        </div>
        <Button variant="ghost" size="icon" aria-label={`Editar ${name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Excluir ${name}`}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {children}
    </li>
  );
}
