import type { ComponentProps, MouseEvent } from 'react';
import { useAppNavigation } from './navigation-context';

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** A link to a page of this app that works with and without the router (see NavigationContext). */
export function AppLink({
  to,
  children,
  onClick,
  onPointerEnter,
  onFocus,
  target,
  ...props
}: AppLinkProps) {
  const navigation = useAppNavigation();
  return (
    <a
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!navigation || event.defaultPrevented || target || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigation.navigate(to);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        navigation?.prefetch?.(to);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        navigation?.prefetch?.(to);
      }}
      {...props}
    >
      {children}
    </a>
  );
}
