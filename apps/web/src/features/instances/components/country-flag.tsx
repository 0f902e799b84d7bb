import { useState } from 'react';
import { cn } from '@/lib/utils';

/** A country's flag; a flag image that fails to load is hidden (spec §8). */
export function CountryFlag({
  src,
  className,
}: {
  src: string | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      loading="lazy"
      width={20}
      height={15}
      className={cn('h-[15px] w-5 shrink-0 rounded-[2px] object-cover shadow-xs', className)}
      onError={() => setFailed(src)}
    />
  );
}
