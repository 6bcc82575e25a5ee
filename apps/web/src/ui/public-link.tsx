import type { ReactNode } from "react";

/**
 * A public document anyone may check (an IEO's published allocation, a dual settlement's proof): a
 * plain link that opens in a new tab.
 */
export function PublicLink({
  href,
  testId,
  children,
}: {
  href: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
    </a>
  );
}
