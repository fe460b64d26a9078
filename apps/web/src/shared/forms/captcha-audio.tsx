import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export interface CaptchaAudioProps {
  /** The button's label ("Posłuchaj"). */
  label: string;
  /** Said when the recording cannot be had. */
  failedText: string;
  /** The recording of the current challenge; called on each press, so every hearing is new. */
  load: (() => Promise<Blob>) | null;
}

/**
 * The captcha's audio alternative (WCAG 1.1.1): a button that fetches the spoken task and plays it in
 * an <audio> element with its own controls (to pause or hear it again). A new challenge (a new `load`)
 * drops the old recording.
 */
export function CaptchaAudio({ label, failedText, load }: CaptchaAudioProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failedToLoad, setFailed] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    setSrc(null);
    setFailed(false);
  }, [load]);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);

  const listen = async () => {
    if (!load) return;
    setLoading(true);
    setFailed(false);
    try {
      setSrc(URL.createObjectURL(await load()));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    // Played as soon as it arrives, since the press asked for it; a browser that refuses keeps the controls.
    if (src) Promise.resolve(audio.current?.play()).catch(() => undefined);
  }, [src]);

  return (
    <Stack gap={4}>
      <Button variant="default" onClick={() => void listen()} loading={loading} disabled={!load}>
        {label}
      </Button>
      {src ? (
        // The recording is the text alternative of the image; captions would print the answer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio ref={audio} src={src} controls aria-label={label} />
      ) : null}
      {failedToLoad ? (
        <Text size="sm" c="red" role="alert">
          {failedText}
        </Text>
      ) : null}
    </Stack>
  );
}
