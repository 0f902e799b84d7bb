import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REALTIME_CLIENT_TIMEOUT_MS,
  REALTIME_RETRY_AFTER_ERROR_MS,
  REALTIME_RETRY_AFTER_TIMEOUT_MS,
  type RealtimeChange,
} from '@secretaria/shared/realtime';
import { RealtimeConnection, type EventSourceLike } from './realtime-connection';

/** Stands in for the browser's EventSource: the network edge. */
class FakeEventSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;
  private listeners = new Map<string, Array<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.isClosed = true;
  }

  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data }));
    }
  }

  fail() {
    this.onerror?.(new Event('error'));
  }
}

const change: RealtimeChange = { table: 'profiles', op: 'UPDATE', id: 'p1', user_id: 'u1' };

function setup() {
  const sources: FakeEventSource[] = [];
  const onChange = vi.fn<(c: RealtimeChange) => void>();
  const onLiveChange = vi.fn<(isLive: boolean) => void>();
  const onRecovered = vi.fn<() => void>();
  const connection = new RealtimeConnection({
    url: '/api/realtime',
    onChange,
    onLiveChange,
    onRecovered,
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
  });
  const latest = () => {
    const source = sources.at(-1);
    if (!source) throw new Error('no EventSource opened');
    return source;
  };
  return { sources, latest, connection, onChange, onLiveChange, onRecovered };
}

describe('RealtimeConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one stream on /api/realtime and passes each valid change on', () => {
    const { sources, latest, connection, onChange } = setup();
    connection.start();
    latest().emit('ready', '{}');
    latest().emit('change', JSON.stringify(change));
    latest().emit('change', 'not json');
    latest().emit('change', JSON.stringify({ table: 'profiles' }));

    expect(sources).toHaveLength(1);
    expect(latest().url).toBe('/api/realtime');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(change);
    connection.stop();
  });

  it('reconnects 5 s after an error, not before, and reports the outage', () => {
    const { sources, latest, connection, onLiveChange } = setup();
    connection.start();
    const first = latest();
    first.fail();

    expect(first.isClosed).toBe(true);
    expect(onLiveChange).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(REALTIME_RETRY_AFTER_ERROR_MS - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    connection.stop();
  });

  it('treats a silence longer than the time-out as a failure and reconnects 3 s later', () => {
    const { sources, latest, connection, onLiveChange } = setup();
    connection.start();
    latest().emit('ready', '{}');

    vi.advanceTimersByTime(REALTIME_CLIENT_TIMEOUT_MS - 1);
    expect(onLiveChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sources[0]?.isClosed).toBe(true);
    expect(onLiveChange).toHaveBeenLastCalledWith(false);

    vi.advanceTimersByTime(REALTIME_RETRY_AFTER_TIMEOUT_MS - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    connection.stop();
  });

  it('keeps the stream while heartbeats arrive within the time-out', () => {
    const { sources, latest, connection, onLiveChange } = setup();
    connection.start();
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(REALTIME_CLIENT_TIMEOUT_MS - 1_000);
      latest().emit('ping', String(i));
    }
    expect(sources).toHaveLength(1);
    expect(onLiveChange).not.toHaveBeenCalled();
    connection.stop();
  });

  it('reports live again and asks for a resync once the new stream answers', () => {
    const { latest, connection, onLiveChange, onRecovered } = setup();
    connection.start();
    latest().fail();
    vi.advanceTimersByTime(REALTIME_RETRY_AFTER_ERROR_MS);
    expect(onRecovered).not.toHaveBeenCalled();

    latest().emit('ready', '{}');
    expect(onLiveChange).toHaveBeenLastCalledWith(true);
    expect(onRecovered).toHaveBeenCalledTimes(1);
    connection.stop();
  });

  it('ignores events from a stream it already replaced', () => {
    const { sources, connection, onChange } = setup();
    connection.start();
    const first = sources[0];
    first?.fail();
    vi.advanceTimersByTime(REALTIME_RETRY_AFTER_ERROR_MS);
    first?.emit('change', JSON.stringify(change));
    first?.fail();

    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REALTIME_RETRY_AFTER_ERROR_MS * 2);
    expect(sources).toHaveLength(2);
    connection.stop();
  });

  it('reconnects at once when asked, cancelling the pending retry', () => {
    const { sources, latest, connection } = setup();
    connection.start();
    latest().fail();
    connection.reconnectNow();
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(REALTIME_RETRY_AFTER_ERROR_MS);
    expect(sources).toHaveLength(2);
    connection.stop();
  });

  it("uses the browser's EventSource when none is given", () => {
    const opened: string[] = [];
    vi.stubGlobal(
      'EventSource',
      class extends FakeEventSource {
        constructor(url: string) {
          super(url);
          opened.push(url);
        }
      },
    );
    try {
      const connection = new RealtimeConnection({
        url: '/api/realtime',
        createEventSource: undefined,
        onChange: () => {},
        onLiveChange: () => {},
      });
      connection.start();
      expect(opened).toEqual(['/api/realtime']);
      connection.stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens nothing more after stop', () => {
    const { sources, latest, connection } = setup();
    connection.start();
    latest().fail();
    connection.stop();
    vi.advanceTimersByTime(REALTIME_CLIENT_TIMEOUT_MS * 3);
    expect(sources).toHaveLength(1);
    expect(latest().isClosed).toBe(true);
  });
});
