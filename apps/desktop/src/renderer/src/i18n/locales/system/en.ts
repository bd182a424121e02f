import type { SystemLocale } from './fr';

export const systemEn: SystemLocale = {
  systemTab: {
    loading: 'Loading configuration…',
    loadFailed: 'Error while loading data',
    configTitle: 'Configuration',
    apply: 'Apply',
    applyField: 'Apply {{field}}',
    configSaved: '{{field}}: configuration updated',
    configFailed: 'Error while updating {{field}}',
    confirmConfig: {
      title: 'Change {{field}}?',
      message: '{{field}} will change from {{from}} to {{to}}. It takes effect without a restart.',
    },
    maintenanceSwitch: {
      enableTitle: 'Turn maintenance mode on?',
      enableMessage:
        'Members will see the maintenance page and cannot use the application until it is turned off. Super admins keep their access.',
      enable: 'Turn maintenance on',
      disableTitle: 'Turn maintenance mode off?',
      disableMessage: 'Members get the application back at once.',
      disable: 'Turn maintenance off',
    },
    switchOn: 'on',
    switchOff: 'off',
    confirmAction: {
      title: '{{action}}?',
    },
    actionDone: 'Critical action completed successfully',
    actionNotDone: 'Action not performed',
    actionFailed: 'Error while running the action {{action}}',
    actionsTitle: 'System actions',
    unavailable: 'Unavailable on this server',
    secretsTitle: 'Secrets',
    secretsHint: 'Managed in the server’s environment: shown masked, read-only.',
    secretUnset: 'Not set',
    fields: {
      app_name: 'Application name',
      app_version: 'Application version',
      backend_url: 'Server URL',
      environment: 'Environment',
      session_expiry_hours: 'Session expiry (hours)',
      two_factor_required: 'Two-factor sign-in required',
      maintenance_mode: 'Maintenance mode',
      db_max_connections: 'Max. database connections',
      auto_backup_enabled: 'Automatic backup',
      blockchain_network: 'Blockchain network',
      crypto_payments_enabled: 'Crypto payments enabled',
    },
    actions: {
      backup: {
        label: 'System backup',
        consequence: 'A consistent copy of the database is written on the server.',
      },
      'optimize-db': {
        label: 'Optimize the database',
        consequence: 'The database analyzes and optimizes its tables; it may be slower meanwhile.',
      },
      'clear-cache': {
        label: 'Clear the cache',
        consequence: 'The server caches are emptied on every instance.',
      },
      maintenance: {
        label: 'Toggle maintenance',
        consequence: 'Maintenance mode is switched on or off for every member.',
      },
      restart: {
        label: 'Restart',
        consequence: 'The server finishes the requests under way, then starts again.',
      },
      deploy: {
        label: 'Deploy an update',
        consequence: 'The deploy command configured on the server is run.',
      },
    },
    backups: {
      title: 'Backups',
      empty: 'No backup yet.',
      file: 'File',
      size: 'Size',
      created: 'Created',
      download: 'Download',
      downloadFile: 'Download {{file}}',
      progress: 'Downloading {{file}}',
      saved: 'Backup saved',
      failed: 'Error while downloading the backup',
    },
  },
};
