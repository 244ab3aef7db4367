# bench/iabench/chart.py -- report.png, each variant's cost against the ideal.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later

from .measured import IDEAL, KERNELS, VARIANTS
from .tables import metric_value


def draw_chart(path, counts, mca, variants):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    shown = [v for v in variants if v != IDEAL]
    labels = {v: l for v, l, _ in VARIANTS}
    panels = [(("dyn", "max"), "dynamic instructions (qemu -cpu max)"),
              (("mca", "neoverse-v2"), "llvm-mca cycles (Neoverse V2)"),
              (("mca", "neoverse-v2-mem"),
               "llvm-mca cycles (Neoverse V2, -noalias=false)")]
    fig, axes = plt.subplots(len(panels), 1, figsize=(11, 11), sharex=True)
    width = 0.8 / len(shown)
    for ax, (metric, title) in zip(axes, panels):
        for i, v in enumerate(shown):
            ratios = []
            for k, _ in KERNELS:
                new = metric_value(metric, counts, mca, k, v)
                ideal = metric_value(metric, counts, mca, k, IDEAL)
                ratios.append(new / ideal if new and ideal else 0)
            xs = [j + (i - (len(shown) - 1) / 2) * width
                  for j in range(len(KERNELS))]
            bars = ax.bar(xs, ratios, width, label=labels[v])
            for b, r in zip(bars, ratios):
                ax.annotate("%.2f" % r, (b.get_x() + b.get_width() / 2,
                                         b.get_height()),
                            ha="center", va="bottom", fontsize=6)
        ax.axhline(1.0, color="black", linewidth=0.8, linestyle="--")
        ax.set_ylabel("ratio to +lse (ideal)")
        ax.set_title(title, fontsize=10)
    axes[-1].set_xticks(range(len(KERNELS)))
    axes[-1].set_xticklabels([t.replace(" across", "\nacross")
                              .replace(" under", "\nunder")
                              .replace("-style", "-style\n")
                              .replace(" with", "\nwith")
                              for _, t in KERNELS], fontsize=8)
    axes[0].legend(fontsize=8, ncol=len(shown))
    fig.suptitle("inline-atomics: each variant's cost relative to "
                 "-march=armv8-a+lse (lower is better)", fontsize=11)
    fig.tight_layout()
    fig.savefig(path, dpi=100, metadata={"Software": None})
    plt.close(fig)
