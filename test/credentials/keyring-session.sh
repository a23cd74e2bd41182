#!/usr/bin/env bash
# Run under `dbus-run-session --`: starts a private, unlocked gnome-keyring for a test, prints the
# session bus address, then waits until the test closes stdin (which ends the session).
set -euo pipefail
eval "$(printf '%s' "$KEYRING_PASSWORD" | gnome-keyring-daemon --unlock --components=secrets)"
echo "DBUS_SESSION_BUS_ADDRESS=$DBUS_SESSION_BUS_ADDRESS"
echo READY
cat >/dev/null
