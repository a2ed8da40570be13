'use client';
// A video that costs nothing until it is asked for: the server renders the poster (children)
// inside a play button named for what it plays; a press swaps it for the browser's player of the
// CMS file, or for the allow-listed host's player frame, which starts playing and takes the focus.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PlayMark } from './play-mark';
import styles from './about.module.css';

export type PlayableVideo = { kind: 'file'; url: string; mime: string | null } | { kind: 'embed'; embedUrl: string };

interface VideoOnClickProps {
  video: PlayableVideo;
  /** The button's accessible name, «Смотреть видео: О компании». */
  label: string;
  /** The frame's and the player's name. */
  title: string;
  /** The poster (a server-rendered ResponsivePhoto) or nothing. */
  children?: ReactNode;
  fallbackText: string;
  downloadText: string;
}

export function VideoOnClick({ video, label, title, children, fallbackText, downloadText }: VideoOnClickProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLVideoElement & HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  if (!playing) {
    return (
      <button type="button" className={styles.videoButton} aria-label={label} onClick={() => setPlaying(true)}>
        {children ?? <span className={styles.videoBlank} />}
        <PlayMark />
      </button>
    );
  }
  if (video.kind === 'embed') {
    return (
      <iframe
        ref={player}
        className={styles.videoFrame}
        src={video.embedUrl}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    // The CMS has no captions field for these videos; an empty <track> would only pretend.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video ref={player} className={styles.videoFrame} controls autoPlay playsInline aria-label={title}>
      <source src={video.url} {...(video.mime ? { type: video.mime } : {})} />
      <p>
        {fallbackText} <a href={video.url}>{downloadText}</a>
      </p>
    </video>
  );
}
