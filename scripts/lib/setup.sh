# Shared setup for scripts/demo and scripts/test: install only what is missing.

# npm packages, reinstalled with `npm ci` whenever package-lock.json changed since the last install.
ensure_node_modules() {
  local stamp=node_modules/.stay-lock-sha256
  local wanted
  wanted=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ]; then return 0; fi
  echo "==> Installing npm packages (npm ci)"
  npm ci --no-audit --no-fund || return 1
  echo "$wanted" > "$stamp"
}

# Debian's Chromium for the browser tests: no browser can be downloaded from elsewhere here.
ensure_chromium() {
  local chrome="${CHROME_PATH:-/usr/bin/chromium}"
  if [ -x "$chrome" ]; then return 0; fi
  if [ -n "${CHROME_PATH:-}" ]; then
    echo "CHROME_PATH=$CHROME_PATH is not an executable browser." >&2
    return 1
  fi
  echo "==> Installing Debian's chromium"
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium fonts-noto-core >/dev/null
}
