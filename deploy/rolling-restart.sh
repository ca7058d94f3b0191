#!/usr/bin/env bash
# Restart the web processes one at a time without failing a request (after an upgrade or a settings change). A
# stopping process first answers GETs 503 for a second, which nginx passes to another process and which takes it out
# of rotation; then it closes its port and finishes what it was answering (src/server/http/drain.ts). Each process
# is started again and checked on /api/health, and the next one waits until nginx has it back (fail_timeout, 5 s).
#   deploy/rolling-restart.sh            every running portal@<port>, as root
set -euo pipefail
ports=$(systemctl list-units --type=service --state=running --no-legend --plain 'portal@*.service' |
  sed -E 's/^portal@([0-9]+)\.service.*/\1/')
[ -n "$ports" ] || { echo "rolling-restart: no portal@<port> is running" >&2; exit 2; }
for port in $ports; do
  echo "rolling-restart: portal@$port"
  systemctl restart "portal@$port"
  ok=""
  for _ in $(seq 1 240); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health"; then ok=1; break; fi
    sleep 0.5
  done
  [ -n "$ok" ] || { echo "rolling-restart: portal@$port did not come back" >&2; exit 1; }
  sleep 6
done
echo "rolling-restart: done"
