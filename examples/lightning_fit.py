"""A PyTorch Lightning ``Trainer.fit`` of a compiled model (random data and weights), for ``breakdown``'s step
boundaries (issue 38): Lightning runs forward and backward inside the optimizer's closure and steps the
optimizer itself; the tool cuts at each of those optimizer steps.

    inductor-probe breakdown examples/lightning_fit.py -- --steps 40
    python examples/lightning_fit.py --steps 40 --time       # the plain fit, timed

``--time``: the loop's own timing of its steps (a callback's CUDA events at each batch's end on a GPU, the
host clock on CPU; no code of the tool), one ``truth:`` line. Needs ``pytorch-lightning``.
"""

import argparse
import statistics
import time

import pytorch_lightning as pl
import torch


class Net(pl.LightningModule):
    def __init__(self, dim: int, layers: int):
        super().__init__()
        body = [m for _ in range(layers) for m in (torch.nn.Linear(dim, dim), torch.nn.GELU())]
        self.net = torch.compile(torch.nn.Sequential(*body, torch.nn.Linear(dim, 1)))

    def training_step(self, batch, _):
        x, y = batch
        return torch.nn.functional.mse_loss(self.net(x).squeeze(-1), y)

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=1e-4)


class Clock(pl.Callback):
    """The loop's own step timing: a mark at each batch's end (after Lightning's optimizer step)."""

    def __init__(self, cuda: bool):
        self.cuda, self.marks = cuda, []

    def on_train_batch_end(self, *args):
        if self.cuda:
            e = torch.cuda.Event(enable_timing=True)
            e.record()
            self.marks.append(e)
        else:
            self.marks.append(time.perf_counter())

    def report(self, skip: int = 3) -> None:
        if self.cuda:
            torch.cuda.synchronize()
            ms = [a.elapsed_time(b) for a, b in zip(self.marks, self.marks[1:], strict=False)]
        else:
            ms = [(b - a) * 1e3 for a, b in zip(self.marks, self.marks[1:], strict=False)]
        ms = ms[skip:]
        print(
            f"truth: median {statistics.median(ms):.3f} ms over {len(ms)} steps: "
            + " ".join(f"{m:.3f}" for m in ms)
        )


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--steps", type=int, default=40)
    p.add_argument("--dim", type=int, default=256)
    p.add_argument("--layers", type=int, default=4)
    p.add_argument("--batch", type=int, default=64)
    p.add_argument("--time", action="store_true")
    a = p.parse_args()
    torch.manual_seed(0)
    cuda = torch.cuda.is_available()
    data = torch.utils.data.TensorDataset(
        torch.randn(a.batch * a.steps, a.dim), torch.randn(a.batch * a.steps)
    )
    loader = torch.utils.data.DataLoader(data, batch_size=a.batch)
    clock = Clock(cuda) if a.time else None
    trainer = pl.Trainer(
        max_steps=a.steps,
        accelerator="gpu" if cuda else "cpu",
        devices=1,
        logger=False,
        enable_checkpointing=False,
        enable_progress_bar=False,
        enable_model_summary=False,
        callbacks=[clock] if clock else [],
    )
    trainer.fit(Net(a.dim, a.layers), loader)
    if clock:
        clock.report()


if __name__ == "__main__":
    main()
