import { endpoints, type PushDevice, type PushSubscribeBody } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installPush, setUserAgent } from '../../testing/browser';
import { aUser } from '../../testing/fixtures';
import { apiError, handle } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { TEST_VAPID_PUBLIC_KEY, server } from '../../testing/server';

// "Reminders on this device": turning push on in this browser (only when asked), what each
// failure means, and the person's devices (renamed, removed). Notifications, the Push API and
// the service worker are the browser's; the tests stand them in.

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const ana = aUser();
let devices: PushDevice[];
let subscribed: PushSubscribeBody[];
let removed: string[];

const laptop: PushDevice = {
  id: 'device-laptop',
  name: 'Firefox on Windows',
  createdAt: '2026-11-02T09:00:00.000Z',
  lastDeliveredAt: '2026-11-20T07:30:00.000Z',
};
const tablet: PushDevice = {
  id: 'device-tablet',
  name: 'Chrome on Android',
  createdAt: '2026-11-10T18:00:00.000Z',
  lastDeliveredAt: null,
};

beforeEach(() => {
  devices = [];
  subscribed = [];
  removed = [];
  server.use(
    handle(endpoints.push.devices, () => ({ vapidPublicKey: TEST_VAPID_PUBLIC_KEY, devices })),
    handle(endpoints.push.subscribe, ({ body }) => {
      subscribed.push(body);
      const device: PushDevice = {
        id: 'device-new',
        name: body.name,
        createdAt: new Date().toISOString(),
        lastDeliveredAt: null,
      };
      devices = [...devices, device];
      return device;
    }),
    handle(endpoints.push.rename, ({ params, body }) => {
      const device = devices.find((known) => known.id === params.id);
      if (!device) return apiError(404, 'NOT_FOUND', 'Device not found.');
      const renamed = { ...device, name: body.name };
      devices = devices.map((known) => (known === device ? renamed : known));
      return renamed;
    }),
    handle(endpoints.push.remove, ({ params }) => {
      removed.push(String(params.id));
      devices = devices.filter((known) => known.id !== params.id);
      return undefined;
    }),
  );
});

async function openDevices() {
  const view = renderApp('/profile', { user: ana });
  // The profile's chunk compiles on first use: slow on a busy machine.
  const section = await screen.findByRole('region', { name: 'Reminders' }, { timeout: 15_000 });
  await within(section).findByRole('heading', { name: 'Devices that get reminders' });
  return { ...view, section: within(section) };
}

describe('reminders on this device', () => {
  it('subscribes only when pressed, with the server’s key and a name from the browser', async () => {
    setUserAgent(ANDROID_CHROME);
    const push = installPush();
    const { user, section } = await openDevices();
    expect(push.asked()).toBe(0);
    expect(section.getByText(/None yet/)).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Turn on reminders on this device' }));

    expect(await screen.findByText('Reminders are on for this device')).toBeInTheDocument();
    expect(push.asked()).toBe(1);
    const [key] = push.subscribeKeys();
    expect(Buffer.from(key ?? []).toString('base64url')).toBe(TEST_VAPID_PUBLIC_KEY);
    expect(subscribed).toEqual([
      {
        endpoint: 'https://push.example/send/abc',
        keys: push.current()?.toJSON().keys,
        name: 'Chrome on Android',
      },
    ]);
    expect(section.getByText('Reminders are on for this device.')).toBeInTheDocument();
    const row = section.getByRole('listitem');
    expect(row).toHaveTextContent('Chrome on Android');
    expect(within(row).getByText('This device')).toBeInTheDocument();
    expect(row).toHaveTextContent('no reminder yet');
  });

  it('removing this device ends this browser’s subscription too', async () => {
    setUserAgent(ANDROID_CHROME);
    const push = installPush();
    const { user, section } = await openDevices();
    await user.click(section.getByRole('button', { name: 'Turn on reminders on this device' }));
    await section.findByText('Reminders are on for this device.');
    await user.click(section.getByRole('button', { name: 'Remove Chrome on Android' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await section.findByRole('button', { name: 'Turn on reminders on this device' }),
    ).toBeInTheDocument();
    expect(removed).toEqual(['device-new']);
    expect(push.current()?.unsubscribed).toBe(true);
  });

  it('explains how to allow notifications again when they are blocked', async () => {
    installPush({ answer: 'denied' });
    const { user, section } = await openDevices();
    await user.click(section.getByRole('button', { name: 'Turn on reminders on this device' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Notifications are blocked for this site: allow them in your browser’s site settings',
    );
    expect(subscribed).toEqual([]);
  });

  it('says so at once when this site’s notifications were blocked before', async () => {
    const push = installPush({ permission: 'denied', answer: 'denied' });
    const { section } = await openDevices();
    expect(section.getByRole('alert')).toHaveTextContent('Notifications are blocked for this site');
    expect(push.asked()).toBe(0);
  });

  it('explains a push service the browser cannot reach, and that the inbox still works', async () => {
    installPush({
      subscribe: () =>
        Promise.reject(new DOMException('Registration failed - push service error', 'AbortError')),
    });
    const { user, section } = await openDevices();
    await user.click(section.getByRole('button', { name: 'Turn on reminders on this device' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'This browser could not reach its push service. Reminders still arrive in the inbox (the bell).',
    );
    expect(subscribed).toEqual([]);
  });

  it('says when the browser has no push at all', async () => {
    const { section } = await openDevices();
    expect(
      section.getByText(
        'This browser cannot show reminders from the app. Reminders still arrive in the inbox (the bell).',
      ),
    ).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Turn on reminders on this device' })).toBeNull();
  });

  it('on iPhone Safari, shows how to put the app on the Home Screen first', async () => {
    setUserAgent(IPHONE_SAFARI);
    installPush();
    const { section } = await openDevices();
    const hint = section.getByRole('note');
    expect(hint).toHaveTextContent(
      'On iPhone and iPad, reminders need KetoFlow on your Home Screen (iOS 16.4 or later).',
    );
    expect(
      within(hint)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Tap Share  in Safari.',
      'Choose Add to Home Screen .',
      'Open KetoFlow from its icon on the Home Screen.',
      'Come back here and turn reminders on.',
    ]);
    expect(section.queryByRole('button', { name: 'Turn on reminders on this device' })).toBeNull();
  });

  it('lists the devices, renames one in place and removes one after asking', async () => {
    devices = [laptop, tablet];
    const { user, section } = await openDevices();
    const rows = section.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Firefox on Windows'),
      expect.stringContaining('Chrome on Android'),
    ]);
    expect(rows[0]).toHaveTextContent(/Added .*2026 · last reminder /);
    expect(rows[1]).toHaveTextContent('no reminder yet');

    await user.click(section.getByRole('button', { name: 'Rename Chrome on Android' }));
    const name = section.getByRole('textbox', { name: 'Device name' });
    await user.clear(name);
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('Give the device a name.')).toBeInTheDocument();
    await user.type(name, 'Kitchen tablet');
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('Kitchen tablet')).toBeInTheDocument();
    expect(devices.map((device) => device.name)).toEqual(['Firefox on Windows', 'Kitchen tablet']);

    await user.click(section.getByRole('button', { name: 'Remove Firefox on Windows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(removed).toEqual([]);
    await user.click(section.getByRole('button', { name: 'Remove Firefox on Windows' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this device?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    expect(await screen.findByText('Firefox on Windows no longer gets reminders')).toBeVisible();
    expect(removed).toEqual(['device-laptop']);
    expect(section.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Kitchen tablet'),
    ]);
  });
});
