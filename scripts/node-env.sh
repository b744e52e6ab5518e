# Sourced by .ci/run and scripts/run: make sure Node >= 22.12 is on PATH.
# Where the system Node is older, Node 24 is fetched from the npm registry into .tools/ (ignored).
NODE_WANT="${NODE_WANT:-24}"
case "$(uname -m)" in x86_64) NARCH=x64 ;; aarch64|arm64) NARCH=arm64 ;; *) NARCH=unknown ;; esac
NESTLY_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$NESTLY_ROOT/.tools"; NPKG="$TOOLS/node_modules/node-linux-$NARCH"
node_major() { "$@" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major node)" -lt 22 ]; then
  if [ "$(node_major "$NPKG/bin/node")" -lt 22 ]; then
    echo "Fetching Node $NODE_WANT into .tools/ (system Node is older than 22)" >&2
    mkdir -p "$TOOLS" && echo '*' > "$TOOLS/.gitignore"
    npm install --prefix "$TOOLS" --no-save --no-package-lock --no-audit --no-fund \
      --cache "$TOOLS/.npm-cache" --logs-dir "$TOOLS/.npm-logs" "node-linux-$NARCH@$NODE_WANT" >&2 \
      || { echo "could not fetch Node $NODE_WANT from the npm registry" >&2; return 1 2>/dev/null || exit 1; }
    rm -rf "$TOOLS/.npm-cache"
  fi
  export PATH="$NPKG/bin:$PATH" npm_config_nodedir="$NPKG"
  hash -r
fi
export ELECTRON_SKIP_BINARY_DOWNLOAD=1
