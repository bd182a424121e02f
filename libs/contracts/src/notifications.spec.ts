import { describe, expect, it } from 'vitest';
import { notificationTemplateData, readNotificationTemplate } from './notifications.js';

describe('notification templates', () => {
  it('puts the template beside its params, and reads them back', () => {
    const data = {
      group_id: 'g1',
      ...notificationTemplateData('payout_received', {
        group_name: 'Chama',
        cycle: '2',
        amount: '750.00',
        currency: 'KES',
      }),
    };
    expect(data).toEqual({
      group_id: 'g1',
      template: 'payout_received',
      group_name: 'Chama',
      cycle: '2',
      amount: '750.00',
      currency: 'KES',
    });
    expect(readNotificationTemplate(data)).toEqual({
      template: 'payout_received',
      params: { group_name: 'Chama', cycle: '2', amount: '750.00', currency: 'KES' },
    });
  });

  it('lets the type checker refuse a missing or a foreign param', () => {
    // @ts-expect-error cycle is missing
    notificationTemplateData('cycle_complete', { group_name: 'Chama' });
    // @ts-expect-error amount is no param of member_excluded
    notificationTemplateData('member_excluded', { group_name: 'Chama', amount: '1' });
    // @ts-expect-error no such template
    notificationTemplateData('birthday', { group_name: 'Chama' });
  });

  it('reads nothing from rows without a template, with an unknown one or a missing param', () => {
    expect(readNotificationTemplate(null)).toBeNull();
    expect(readNotificationTemplate({ group_id: 'g1' })).toBeNull();
    expect(readNotificationTemplate({ template: 'birthday', group_name: 'Chama' })).toBeNull();
    expect(readNotificationTemplate({ template: 'toString' })).toBeNull();
    expect(
      readNotificationTemplate({ template: 'cycle_complete', group_name: 'Chama' }),
    ).toBeNull();
  });
});
