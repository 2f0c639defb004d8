#!/usr/bin/env bash
# The GitHub Action's step (../action.yml): the inputs, as VIGIL_* variables, made into vigil-check's flags. Writes the
# SARIF report, the job summary (Markdown) and the step's outputs; exits as vigil-check does, but 1 becomes 0 when
# fail-on-findings is false.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
check=(node "$here/packages/call-check/src/bin/vigil-check.ts")

flags=()
[ -n "${VIGIL_LOCATION:-}" ] && flags+=(--location "$VIGIL_LOCATION")
[ -n "${VIGIL_DATE:-}" ] && flags+=(--date "$VIGIL_DATE")
[ -n "${VIGIL_DIRECTION:-}" ] && flags+=(--direction "$VIGIL_DIRECTION")
[ -n "${VIGIL_BUSINESS:-}" ] && flags+=(--business "$VIGIL_BUSINESS")
[ -n "${VIGIL_AGENT_SPEAKER:-}" ] && flags+=(--agent-speaker "$VIGIL_AGENT_SPEAKER")
[ "${VIGIL_NOT_RECORDED:-false}" = "true" ] && flags+=(--not-recorded)

# One path per line or per space; a path with spaces goes on a line of its own.
paths=()
while IFS= read -r line; do
  [ -z "$line" ] && continue
  if [[ "$line" == *" "* && ! -e "$line" ]]; then read -ra words <<<"$line" && paths+=("${words[@]}"); else paths+=("$line"); fi
done <<<"${VIGIL_PATH:-}"
if [ ${#paths[@]} -eq 0 ]; then
  echo "vigil-check: the action's input 'path' names no file or directory" >&2
  exit 2
fi

if [ -n "${VIGIL_SARIF:-}" ]; then
  "${check[@]}" "${flags[@]}" --format sarif --output "$VIGIL_SARIF" -- "${paths[@]}" 2>/dev/null
  [ -n "${GITHUB_OUTPUT:-}" ] && echo "sarif=$VIGIL_SARIF" >>"$GITHUB_OUTPUT"
fi
summary="${GITHUB_STEP_SUMMARY:-/dev/null}"
"${check[@]}" "${flags[@]}" --format markdown --output "$summary.part" -- "${paths[@]}"
status=$?
cat "$summary.part" >>"$summary" 2>/dev/null
rm -f "$summary.part"
[ -n "${GITHUB_OUTPUT:-}" ] && echo "exit-code=$status" >>"$GITHUB_OUTPUT"
if [ "$status" -eq 1 ] && [ "${VIGIL_FAIL_ON_FINDINGS:-true}" = "false" ]; then exit 0; fi
exit "$status"
