import { describe, expect, it } from 'vitest';
import { VIDEO_EMBED_ORIGINS, videoEmbed } from './video-embed';

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://rutube.ru/video/2f6d0fd2e0a6c7f0b7f8d0a1c2b3d4e5/', 'https://rutube.ru/play/embed/2f6d0fd2e0a6c7f0b7f8d0a1c2b3d4e5?autoplay=1'],
    ['https://rutube.ru/play/embed/2f6d0fd2e0a6c7f0b7f8d0a1c2b3d4e5', 'https://rutube.ru/play/embed/2f6d0fd2e0a6c7f0b7f8d0a1c2b3d4e5?autoplay=1'],
    ['https://vk.com/video_ext.php?oid=-123&id=456&hash=abc123', 'https://vk.com/video_ext.php?oid=-123&id=456&hash=abc123&autoplay=1'],
  ])('plays %s in the player of its host', (link, embedUrl) => {
    const embed = videoEmbed(link);
    expect(embed?.embedUrl).toBe(embedUrl);
    expect(VIDEO_EMBED_ORIGINS).toContain(new URL(embedUrl).origin);
  });

  it.each([
    ['another host', 'https://video.example.com/watch?v=abc'],
    ['a host that only ends like an allowed one', 'https://evilrutube.ru/video/abc/'],
    ['plain http', 'http://rutube.ru/video/abc/'],
    ['a script URL', 'javascript:alert(1)'],
    ['an id with other characters', 'https://www.youtube.com/watch?v=abc%22onload%3D'],
    ['a YouTube page without a video', 'https://www.youtube.com/channel/UC123'],
    ['a VK page that is not an embed', 'https://vk.com/video-123_456'],
    ['nothing', null],
  ])('leaves %s as a link (null)', (_why, link) => {
    expect(videoEmbed(link)).toBeNull();
  });
});
