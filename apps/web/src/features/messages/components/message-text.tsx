import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]}'”’]/g;

/** A piece of a message's text: words as they are, or an address to follow. */
export type TextPart = { text: string } | { text: string; href: string; internal: boolean };

/** The address as a URL, or null when it is none (`http://[x`): one malformed address never breaks the page. */
function parsed(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/**
 * Splits plain text at its web addresses (http and https only: never javascript: or data:). An address of
 * this portal becomes a path the router follows in the same tab; another opens in a new one; what looks
 * like an address but is none stays text.
 */
export function textParts(text: string, origin: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const at = match.index ?? 0;
    const url = parsed(match[0]);
    if (!url) continue;
    if (at > last) parts.push({ text: text.slice(last, at) });
    const internal = url.origin === origin;
    parts.push({ text: match[0], href: internal ? `${url.pathname}${url.search}${url.hash}` : url.href, internal });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A message's text as plain text (line breaks kept, never HTML), its web addresses as links — so that,
 * e.g., a programme's invitation leads to its questionnaire.
 */
export function MessageText({ text, testId }: { text: string; testId?: string }) {
  const parts = textParts(text, window.location.origin);
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={testId}>
      {parts.map((part, i) =>
        !('href' in part) ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : part.internal ? (
          <Anchor key={i} component={Link} to={part.href}>
            {part.text}
          </Anchor>
        ) : (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Anchor>
        ),
      )}
    </Text>
  );
}
