#!/usr/bin/env bash
# Starts coturn in the background for the tests (the relay-only call journey) and for a developer's
# machine: scripts/coturn.conf with the shared secret TURN_SECRET and TURN_PORT (3478). Installs Debian's
# coturn package when it is missing (as root on Debian). The process id is in .tmp/coturn.pid; any coturn
# this script started before (from any checkout) is stopped first.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${TURN_SECRET:?set TURN_SECRET (the portal's TURN_SECRET, coturn's static-auth-secret)}"
port="${TURN_PORT:-3478}"

if ! command -v turnserver >/dev/null 2>&1; then
  if [ -f /etc/debian_version ] && [ "$(id -u)" = 0 ]; then
    echo "coturn not found: installing Debian's coturn package…"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq coturn >/dev/null 2>&1 \
      || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq coturn >/dev/null; }
  else
    echo "coturn (turnserver) not found: install it (Debian: apt-get install coturn)" >&2
    exit 1
  fi
fi

mkdir -p .tmp
# A coturn that this script started before, from this checkout or another (CI's clones come and go),
# still holds the port with its own secret: coturn binds with SO_REUSEPORT, so both would answer and half
# the allocations would fail. Stopped first.
if pkill -f 'turnserver -c scripts/coturn.conf' 2>/dev/null; then
  for _ in $(seq 1 50); do
    pgrep -f 'turnserver -c scripts/coturn.conf' >/dev/null || break
    sleep 0.1
  done
fi
rm -f .tmp/coturn.pid
turnserver -c scripts/coturn.conf --static-auth-secret="$TURN_SECRET" --listening-port="$port" \
  --pidfile="$PWD/.tmp/coturn.pid" --log-file="$PWD/.tmp/coturn.log" --daemon
for _ in $(seq 1 50); do
  [ -s .tmp/coturn.pid ] && break
  sleep 0.1
done
[ -s .tmp/coturn.pid ] || { echo "coturn did not start (see .tmp/coturn.log)" >&2; exit 1; }
echo "coturn listening on 127.0.0.1:${port} (pid $(cat .tmp/coturn.pid))"
